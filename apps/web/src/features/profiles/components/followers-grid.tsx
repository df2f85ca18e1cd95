import type { ProfilePerson } from '@portmarin/shared';
import { PeopleGrid } from '@/components/people-grid';

/** The showcase layout's friends grid: here the resident's latest followers. */
export function FollowersGrid({ followers }: { followers: ProfilePerson[] }) {
  return <PeopleGrid people={followers} empty="Aucun abonné pour le moment." />;
}
