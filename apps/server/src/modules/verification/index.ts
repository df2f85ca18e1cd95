import { exportRows, type AppModule } from '../../lib/app-module.ts';
import { franceConnectRoutes } from './franceconnect.routes.ts';
import { residenceRoutes } from './residence.routes.ts';
import { verificationRoutes } from './verification.routes.ts';

/**
 * One resident, one voice (issue 37): who a resident is, through FranceConnect, and where they
 * live, proved by a letter's code or at the town hall's counter. Residents-only votes ask for it.
 */
export const verificationModule: AppModule = {
  name: 'verification',
  routes: [{ plugin: verificationRoutes }, { plugin: franceConnectRoutes }, { plugin: residenceRoutes }],
  // Every step of a residence verification, from the town hall: no switch turns them off.
  notifications: {
    residence_letter_sent: {
      switch: null,
      text: () => 'La mairie vous a envoyé votre code de vérification de domicile par courrier',
    },
    residence_verified: { switch: null, text: () => 'Votre domicile est vérifié : vous êtes « Résident vérifié »' },
    residence_awaiting_confirmation: {
      switch: null,
      text: () => 'Votre code est bon : la mairie doit encore confirmer votre domicile',
    },
    residence_confirmed: {
      switch: null,
      text: () => 'La mairie a confirmé votre domicile : vous êtes « Résident vérifié »',
    },
    residence_refused: { switch: null, text: () => 'La mairie n’a pas confirmé votre domicile' },
    residence_revoked: { switch: null, text: () => 'La mairie a révoqué la vérification de votre domicile' },
    residence_expiring: {
      switch: null,
      text: () => 'Votre vérification de domicile se termine dans moins de 30 jours : renouvelez-la',
    },
  },
  account: {
    export: [
      // What FranceConnect said, never its `sub` (kept only as a keyed hash).
      exportRows('identity', {
        table: 'resident_identities',
        owner: 'user_id',
        columns: 'given_name, family_name, birthdate::text as birthdate, verified_at',
      }),
      exportRows('residence', {
        table: 'residence_verifications v join town_addresses a on a.id = v.address_id',
        owner: 'v.user_id',
        columns: `a.label as address, v.method, v.state, v.document, v.requested_at, v.letter_printed_at,
          v.verified_at, v.expires_at, v.revoked_at, v.revoke_reason`,
      }),
    ],
    residentColumns: [
      // The erasure frees the FranceConnect identity for another account.
      { column: 'resident_identities.user_id', onErase: 'cascade', exportedIn: 'identity' },
      { column: 'residence_verifications.user_id', onErase: 'cascade', exportedIn: 'residence' },
      {
        column: 'residence_verifications.decided_by',
        onErase: 'set null',
        withheld: 'who acted for the town: a staff identity',
      },
    ],
  },
};

export { residenceVerifications, residentIdentities } from './verification.schema.ts';
export { RESIDENCE_EXPIRY_JOB } from './residence.routes.ts';
export { isVerifiedResident, verifiedBirthdate } from './verified-resident.ts';
