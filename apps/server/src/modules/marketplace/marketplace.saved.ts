import type { SavedCard, SavedPart } from '../../lib/app-module.ts';
import { notHidden, readerAt } from '../../db/visibility.ts';
import { uploadUrl } from '../../plugins/uploads.ts';

type SavedListingRow = Omit<SavedCard<'listing'>['listing'], 'imageUrl'> & { photo: string | null };

/** A saved listing: its price, status and first photo. */
export const listingsSaved: SavedPart = {
  kind: 'listing',
  table: 'marketplace_listings',
  missing: 'LISTING_NOT_FOUND',
  readable: (ml, reader, viewer, visibility) => notHidden('listing', ml, readerAt(reader, viewer, visibility)),
  async cards(sql, _reader, ids) {
    const { rows } = await sql.query<SavedListingRow>(
      `select ml.id, ml.title, ml.price_cents as "priceCents", ml.price_period as "pricePeriod", ml.status,
         (select up.thumb_name from marketplace_listing_photos mp join uploads up on up.id = mp.upload_id
           where mp.listing_id = ml.id order by mp.position limit 1) as photo
       from marketplace_listings ml where ml.id = any($1::uuid[])`,
      [ids],
    );
    return new Map(
      rows.map(({ photo, ...listing }) => [
        listing.id,
        { listing: { ...listing, imageUrl: photo ? uploadUrl(photo) : null } },
      ]),
    );
  },
};
