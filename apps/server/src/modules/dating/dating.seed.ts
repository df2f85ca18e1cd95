import type { DatingProfileType } from '@portmarin/shared';
import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../../db/sql.ts';

type SampleDatingProfile = {
  /** Username of the seeded adult resident who opted in. */
  username: string;
  birthDate: string;
  bio: string;
  interests: string[];
  type: DatingProfileType;
  romantic: boolean;
  neighbourhood: string | null;
  /** An approximate position (two decimals), for the distance between those who share one. */
  position: { latitude: number; longitude: number } | null;
};

/** The dating section's first profiles (spec 2, point 3 "Dating profile"), from seeded adult residents. */
export const SAMPLE_DATING_PROFILES: SampleDatingProfile[] = [
  {
    username: 'marie.legoff',
    birthDate: '1994-05-12',
    bio: 'Nouvelle à Port-Marin, je cherche des partenaires de balade le long du sentier côtier et de café en terrasse.',
    interests: ['Randonnée', 'Photographie', 'Cafés'],
    type: 'amicale',
    romantic: true,
    neighbourhood: 'Le Port',
    position: { latitude: 47.73, longitude: -3.37 },
  },
  {
    username: 'yann_kerbrat',
    birthDate: '1988-09-03',
    bio: 'Kayakiste le week-end, je monte un petit groupe pour pagayer jusqu’au phare quand la mer le permet.',
    interests: ['Kayak', 'Voile', 'Course à pied'],
    type: 'sportive',
    romantic: false,
    neighbourhood: 'La Grande Plage',
    position: { latitude: 47.74, longitude: -3.35 },
  },
  {
    username: 'loic.lefloch',
    birthDate: '1979-02-21',
    bio: 'Pêcheur à pied et amateur de jeux de société : partant pour des soirées tarot ou une sortie aux grandes marées.',
    interests: ['Pêche à pied', 'Jeux de société', 'Cuisine'],
    type: 'amicale',
    romantic: false,
    neighbourhood: null,
    position: null,
  },
  {
    username: 'gwen.riou',
    birthDate: '1991-11-30',
    bio: 'Je cours tous les matins sur la digue, et je cherche des partenaires pour le trail de la Pointe.',
    interests: ['Trail', 'Yoga', 'Natation'],
    type: 'sportive',
    romantic: true,
    neighbourhood: 'La Pointe',
    position: { latitude: 47.72, longitude: -3.38 },
  },
];

/** Gives the sample residents a birth date, a passed age gate and a dating profile, once each. */
export async function seedDating(app: FastifyInstance): Promise<void> {
  await inTransaction(app.pool, async (client) => {
    for (const sample of SAMPLE_DATING_PROFILES) {
      const { rows } = await client.query<{ id: string }>('select id from "user" where username = $1', [
        sample.username,
      ]);
      const id = rows[0]?.id;
      if (!id) continue;
      await client.query(
        `insert into dating_age_checks (user_id, birth_date, verified_at) values ($1, $2::date, now())
         on conflict (user_id) do update set verified_at = coalesce(dating_age_checks.verified_at, now())`,
        [id, sample.birthDate],
      );
      await client.query(
        `insert into dating_profiles (user_id, bio, interests, type, romantic, neighbourhood, latitude, longitude)
         values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (user_id) do nothing`,
        [
          id,
          sample.bio,
          sample.interests,
          sample.type,
          sample.romantic,
          sample.neighbourhood,
          sample.position?.latitude ?? null,
          sample.position?.longitude ?? null,
        ],
      );
    }
  });
}
