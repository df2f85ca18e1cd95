import type { SearchPart } from '../../lib/app-module.ts';

/**
 * Found objects by name, description or place, for everyone (the office's notices are public):
 * those still waiting for their owner first, then the returned ones (marked), each the latest
 * found first. A hidden one is found by the mairie member who posted it and the moderators only.
 */
export const lostFoundSearch: SearchPart = {
  kind: 'lostFound',
  document: {
    from: 'lost_found_objects o',
    id: 'o.id',
    name: 'o.title',
    text: `o.description || ' ' || o.found_place`,
    title: 'o.title',
    at: 'o.found_on::timestamptz',
    state: `case when o.returned_at is null then 'open' else 'returned' end`,
    hidden: [{ when: 'o.hidden_at is not null', owner: 'o.posted_by' }],
  },
  order: () => `d.state = 'returned', d.at desc, d.row_id`,
  // The index walked as the order reads: the waiting ones, then the returned ones, latest found first.
  walk: [
    { where: `d.state = 'open'`, order: 'd.at desc, d.row_id desc' },
    { where: `d.state = 'returned'`, order: 'd.at desc, d.row_id desc' },
  ],
  show: {
    from: 'lost_found_objects o',
    columns: () => `o.id, o.title, o.found_place, o.found_on::text as found_on, o.returned_at is not null as returned`,
  },
  toResult: (r) => ({
    id: r.id as string,
    title: r.title as string,
    foundPlace: r.found_place as string,
    foundOn: r.found_on as string,
    returned: r.returned as boolean,
  }),
};
