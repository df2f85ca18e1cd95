import { exportRows, type AppModule } from '../../lib/app-module.ts';
import { datingRoutes } from './dating.routes.ts';
import { seedDating } from './dating.seed.ts';

/** Meeting people: the age gate, opt-in profiles, hidden profiles. */
export const datingModule: AppModule = {
  name: 'dating',
  routes: [{ plugin: datingRoutes }],
  seed: seedDating,
  // Its seed's profiles: demo and showcase residents.
  after: ['profiles'],
  notifications: {
    // A moderator's answer to the resident's request to correct their birth date.
    dating_birth_date_correction: {
      switch: null,
      text: () => 'La modération a répondu à votre demande de correction de date de naissance',
    },
  },
  account: {
    // The birth date given at the age gate, the opt-in profile, the profiles hidden.
    export: [
      exportRows('datingAgeVerification', {
        table: 'dating_age_checks',
        owner: 'user_id',
        columns: "to_char(birth_date, 'YYYY-MM-DD') as birth_date, verified_at as dating_verified_at",
      }),
      exportRows('datingProfile', {
        table: 'dating_profiles',
        owner: 'user_id',
        columns: 'bio, interests, type, romantic, neighbourhood, latitude, longitude, created_at, updated_at',
      }),
      exportRows('datingBirthDateCorrections', {
        table: 'dating_birth_date_corrections',
        owner: 'user_id',
        columns: 'message, birth_date, status, created_at, decided_at',
      }),
      exportRows('datingHiddenProfiles', {
        table: 'dating_hidden_profiles',
        owner: 'user_id',
        columns: 'hidden_user_id, created_at',
      }),
    ],
    residentColumns: [
      { column: 'dating_age_checks.user_id', onErase: 'cascade', exportedIn: 'datingAgeVerification' },
      {
        column: 'dating_birth_date_corrections.user_id',
        onErase: 'cascade',
        exportedIn: 'datingBirthDateCorrections',
      },
      {
        column: 'dating_birth_date_corrections.decided_by',
        onErase: 'set null',
        withheld: 'who acted for the town: a staff identity',
      },
      { column: 'dating_profiles.user_id', onErase: 'cascade', exportedIn: 'datingProfile' },
      { column: 'dating_hidden_profiles.user_id', onErase: 'cascade', exportedIn: 'datingHiddenProfiles' },
      {
        column: 'dating_hidden_profiles.hidden_user_id',
        onErase: 'cascade',
        withheld: 'another resident’s choice to hide them',
      },
    ],
  },
};
