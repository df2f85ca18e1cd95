import { format } from 'date-fns';
import { ExternalLink, RefreshCw, Video, Waves } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { WebcamCard } from './webcam-card';
import { paths } from '@/config/paths';
import { useTown } from '@/config/town';
import { WEBCAM_TABS, webcamsForTab, type WebcamTab } from '../lib/tabs';

/** Spec 2: the resolutions the provider's cameras stream in. */
const RESOLUTIONS = [
  { value: '2160p', label: 'Ultra HD (4K)' },
  { value: '1080p', label: 'Full HD' },
  { value: '720p', label: 'HD' },
  { value: '480p', label: 'définition standard' },
];

/** /webcam: Webcams (spec 2), the cameras of the town file. */
export function WebcamsPage() {
  const town = useTown();
  const provider = town.webcamProvider;
  const [tab, setTab] = useState<WebcamTab>('toutes');
  // Every image address carries this time: 'Actualiser' sets a new one and the browser fetches again.
  const [refreshedAt, setRefreshedAt] = useState(Date.now);

  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="flex items-center gap-2 text-2xl font-bold">
          <Video aria-hidden="true" className="size-6 text-primary" />
          Webcams
        </h1>
        <Button variant="outline" onClick={() => setRefreshedAt(Date.now())}>
          <RefreshCw aria-hidden="true" />
          Actualiser
        </Button>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
        <p>{town.townName} en direct : le port, les plages et les sites de la commune.</p>
        <p role="status">Dernière mise à jour : {format(refreshedAt, 'HH:mm')}</p>
      </div>

      <Tabs value={tab} onValueChange={(value) => setTab(value as WebcamTab)}>
        <TabsList aria-label="Catégories de webcams">
          {WEBCAM_TABS.map(({ value, label }) => (
            <TabsTrigger key={value} value={value}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {WEBCAM_TABS.map(({ value }) => {
          const webcams = webcamsForTab(town.webcams, value);
          return (
            <TabsContent key={value} value={value}>
              {webcams.length === 0 ? (
                <p className="py-8 text-center text-sm text-muted-foreground">Aucune webcam dans cette catégorie.</p>
              ) : (
                <ul className="grid gap-4 sm:grid-cols-2">
                  {webcams.map((webcam) => (
                    <li key={webcam.id}>
                      <WebcamCard webcam={webcam} refreshedAt={refreshedAt} headingLevel={2} />
                    </li>
                  ))}
                </ul>
              )}
            </TabsContent>
          );
        })}
      </Tabs>

      <section
        aria-labelledby="webcams-info"
        className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground"
      >
        <h2 id="webcams-info" className="text-lg font-semibold">
          À propos des webcams
        </h2>
        <p className="text-sm text-muted-foreground">
          Les webcams de {town.townName} sont diffusées en direct par {provider.name}. Chaque image est la dernière
          prise par la caméra : «&nbsp;Actualiser&nbsp;» les recharge toutes, et «&nbsp;Voir sur {provider.name}&nbsp;»
          ouvre la vue complète de la caméra sur le site de {provider.name}.
        </p>
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold">Résolutions disponibles</h3>
          <ul className="flex flex-wrap gap-2">
            {RESOLUTIONS.map(({ value, label }) => (
              <li key={value} className="rounded-full bg-muted px-3 py-1 text-sm">
                <span className="font-semibold">{value}</span> <span className="text-muted-foreground">{label}</span>
              </li>
            ))}
          </ul>
          <p className="text-sm text-muted-foreground">
            La résolution dépend de la caméra et de votre connexion, sur le site de {provider.name}.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <a
              href={provider.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Site de ${provider.name} (nouvel onglet)`}
            >
              <ExternalLink aria-hidden="true" />
              Site de {provider.name}
            </a>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to={paths.sea}>
              <Waves aria-hidden="true" />
              La mer
            </Link>
          </Button>
        </div>
      </section>
    </section>
  );
}
