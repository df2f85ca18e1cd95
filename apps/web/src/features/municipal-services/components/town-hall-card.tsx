import { ExternalLink, Globe, Landmark, Mail, MapPin, Phone } from 'lucide-react';
import { useTown } from '@/config/town';
import { mapSearchUrl, telUrl } from '../lib/services';

const LINK = 'break-words text-primary underline-offset-4 hover:underline';

/** The footer card: the town hall's address (a map search), phone, e-mail, hours and website. */
export function TownHallCard() {
  const { townHall } = useTown();
  return (
    <section
      aria-labelledby="town-hall-title"
      className="flex flex-col gap-3 rounded-xl border border-border bg-secondary p-4 text-secondary-foreground"
    >
      <h2 id="town-hall-title" className="flex items-center gap-2 text-lg font-semibold">
        <Landmark aria-hidden="true" className="size-5" />
        {townHall.name}
      </h2>
      <ul className="flex flex-col gap-2 text-sm">
        <li className="flex items-center gap-2">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          <a
            href={mapSearchUrl(townHall.address)}
            target="_blank"
            rel="noopener noreferrer"
            className={LINK}
            aria-label={`${townHall.address} (voir sur la carte, nouvel onglet)`}
          >
            {townHall.address}
          </a>
        </li>
        <li className="flex items-center gap-2">
          <Phone aria-hidden="true" className="size-4 shrink-0" />
          <a href={telUrl(townHall.phone)} className={LINK} aria-label={`Appeler la mairie au ${townHall.phone}`}>
            {townHall.phone}
          </a>
        </li>
        <li className="flex items-center gap-2">
          <Mail aria-hidden="true" className="size-4 shrink-0" />
          <a href={`mailto:${townHall.email}`} className={LINK}>
            {townHall.email}
          </a>
        </li>
        <li className="flex items-center gap-2">
          <Globe aria-hidden="true" className="size-4 shrink-0" />
          <a
            href={townHall.website}
            target="_blank"
            rel="noopener noreferrer"
            className={`${LINK} inline-flex items-center gap-1`}
          >
            {townHall.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
            <span className="sr-only"> (nouvel onglet)</span>
            <ExternalLink aria-hidden="true" className="size-3" />
          </a>
        </li>
        <li>{townHall.hours}</li>
      </ul>
    </section>
  );
}
