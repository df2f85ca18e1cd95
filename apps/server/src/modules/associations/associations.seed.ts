import { CreateAssociationInput, type TownConfig } from '@portmarin/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { DEMO_USERS } from '../auth/index.ts';
import { userIdByEmail } from '../../lib/seed-people.ts';

type Sample = z.input<typeof CreateAssociationInput>;

/** The 6 associations of the screen (spec 2, "Associations"), for the town. */
export function sampleAssociations(town: TownConfig): Sample[] {
  const postcode = /\b\d{5}\b/.exec(town.townHall.address)?.[0] ?? '';
  const at = (street: string) => `${street}, ${[postcode, town.townName].filter(Boolean).join(' ')}`;
  const slug = town.slug;
  return [
    {
      name: `Société Nautique de ${town.townName}`,
      category: 'Sport',
      description:
        'Le club de voile de la commune : école de voile pour petits et grands, régates du dimanche et sorties en mer.',
      address: at('Boulevard de la Plage'),
      phone: '02 97 11 22 01',
      email: `contact@snc-${slug}.fr`,
      websiteUrl: `https://www.snc-${slug}.fr`,
      donationUrl: `https://www.snc-${slug}.fr/soutenir`,
      activities: ['École de voile', 'Régates', 'Kayak de mer', 'Stages d’été'],
    },
    {
      name: 'Les Amis du Patrimoine Maritime',
      category: 'Culture',
      description:
        'Sauvegarde des bateaux anciens du port, visites du phare et expositions sur l’histoire des pêcheurs.',
      address: at('Quai des Pêcheurs'),
      phone: '02 97 11 22 02',
      email: `patrimoine.maritime@${slug}-asso.fr`,
      websiteUrl: `https://www.patrimoine-maritime-${slug}.fr`,
      donationUrl: `https://www.patrimoine-maritime-${slug}.fr/don`,
      activities: ['Restauration de bateaux', 'Visites du phare', 'Expositions', 'Journées du patrimoine'],
    },
    {
      name: 'Cercle Celtique Ar Mor',
      category: 'Culture',
      description: 'Danses et musiques bretonnes, costumes traditionnels et fest-noz tout au long de l’année.',
      address: at('10 rue des Écoles'),
      phone: '02 97 11 22 03',
      email: `armor@${slug}-asso.fr`,
      donationUrl: `https://www.helloasso.com/associations/cercle-celtique-ar-mor-${slug}`,
      activities: ['Cours de danse bretonne', 'Bagad', 'Fest-noz', 'Atelier costumes'],
    },
    {
      name: 'Club des Aînés Les Goélands',
      category: 'Social',
      description: 'Rencontres, jeux de société, sorties et repas partagés pour les retraités de la commune.',
      address: at('18 allée des Mouettes'),
      phone: '02 97 11 22 04',
      email: `goelands@${slug}-asso.fr`,
      donationUrl: `https://www.helloasso.com/associations/club-des-aines-les-goelands-${slug}`,
      activities: ['Après-midi jeux', 'Sorties', 'Repas partagés', 'Marche douce'],
    },
    {
      name: 'Océan Propre',
      category: 'Environnement',
      description: 'Nettoyage des plages et du port, sensibilisation au tri et protection de la dune avec les écoles.',
      address: at('Boulevard de la Plage'),
      phone: '02 97 11 22 05',
      email: `contact@oceanpropre-${slug}.fr`,
      websiteUrl: `https://www.oceanpropre-${slug}.fr`,
      donationUrl: `https://www.oceanpropre-${slug}.fr/faire-un-don`,
      activities: ['Nettoyage des plages', 'Ateliers dans les écoles', 'Protection de la dune'],
    },
    {
      name: `Entraide ${town.townName}`,
      category: 'Solidarité',
      description: 'Épicerie solidaire, collecte de vêtements et accompagnement des familles en difficulté.',
      address: at('5 rue des Hortensias'),
      phone: '02 97 11 22 06',
      email: `entraide@${slug}-asso.fr`,
      donationUrl: `https://www.helloasso.com/associations/entraide-${slug}`,
      activities: ['Épicerie solidaire', 'Vestiaire', 'Aide aux devoirs', 'Collectes alimentaires'],
    },
  ];
}

/** Loads the associations once; the demo resident Marie manages the nautical club. */
export async function seedAssociations(app: FastifyInstance): Promise<void> {
  const { rowCount } = await app.pool.query('select 1 from associations limit 1');
  if (rowCount) return;
  const rows = sampleAssociations(app.town).map((a) => CreateAssociationInput.parse(a));
  // One row of placeholders per association: each has its own list of activities.
  const values: unknown[] = [];
  const tuples = rows.map((a) => {
    const row = [
      a.name,
      a.category,
      a.description ?? '',
      a.address ?? null,
      a.phone || null,
      a.email || null,
      a.websiteUrl || null,
      a.donationUrl || null,
      a.activities ?? [],
    ];
    // The last one is the list of activities.
    return `(${row.map((value) => `$${values.push(value)}`).join(', ')}::text[])`;
  });
  const { rows: created } = await app.pool.query<{ id: string; name: string }>(
    `insert into associations (name, category, description, address, phone, email, website_url, donation_url,
       activities)
     values ${tuples.join(', ')}
     returning id, name`,
    values,
  );
  const demo = DEMO_USERS.find((u) => u.username === 'marie.legoff');
  const managerId = demo ? await userIdByEmail(app.pool, demo.email) : undefined;
  const club = created.find((association) => association.name === rows[0]?.name);
  if (managerId && club) {
    await app.pool.query('insert into association_managers (association_id, user_id) values ($1, $2)', [
      club.id,
      managerId,
    ]);
  }
}
