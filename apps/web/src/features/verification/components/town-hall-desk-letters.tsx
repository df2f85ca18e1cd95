import { Download } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toastRequestError } from '@/lib/toasts';
import { usePrintResidenceLetters } from '../api/print-residence-letters';

/** Letters to print: their number, and one PDF of all of them (downloading marks them sent). */
export function TownHallDeskLetters({ lettersToPrint }: { lettersToPrint: number }) {
  const print = usePrintResidenceLetters();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Courriers à envoyer</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        <p>
          {lettersToPrint === 0
            ? 'Aucun courrier en attente.'
            : lettersToPrint === 1
              ? '1 courrier attend d’être imprimé.'
              : `${lettersToPrint} courriers attendent d’être imprimés.`}
        </p>
        <p className="text-muted-foreground">
          Une page A4 par résident, à plier en trois pour une enveloppe DL à fenêtre à droite. Le téléchargement crée
          les codes et marque les courriers comme envoyés : imprimez-les aussitôt.
        </p>
        <Button
          className="self-start"
          disabled={lettersToPrint === 0 || print.isPending}
          onClick={() =>
            print.mutate(undefined, {
              onSuccess: () =>
                toast.success('Courriers téléchargés', { description: 'Les résidents sont prévenus de l’envoi.' }),
              onError: (error) => toastRequestError(error),
            })
          }
        >
          {print.isPending ? <Spinner /> : <Download aria-hidden="true" />}
          Télécharger les courriers (PDF)
        </Button>
      </CardContent>
    </Card>
  );
}
