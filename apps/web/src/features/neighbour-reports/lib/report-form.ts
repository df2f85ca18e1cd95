import type { CreateNeighbourReportInput, NeighbourReportType } from '@portmarin/shared';
import { isBlank } from '@portmarin/shared/text';
import type { SimilarParams } from '../api/similar-reports';

export type Position = { latitude: number; longitude: number };

export type ReportFormValues = {
  type: NeighbourReportType;
  title: string;
  content: string;
  locationText: string;
  position: Position | null;
  /** Filed anonymously (nobody learns who filed it), or with the resident's name for a callback. */
  anonymous: boolean;
};

export const EMPTY_REPORT_FORM: ReportFormValues = {
  type: 'stationnement',
  title: '',
  content: '',
  locationText: '',
  position: null,
  anonymous: true,
};

/** Spec 2: 'Envoyer le signalement' is disabled while the text is empty or blank. */
export const canSend = (values: Pick<ReportFormValues, 'content'>, pending = false): boolean =>
  !pending && !isBlank(values.content);

/** What the API takes: blank optional fields are left out (the title defaults to the type's label). */
export function toInput(values: ReportFormValues): Omit<CreateNeighbourReportInput, 'uploadId'> {
  return {
    type: values.type,
    content: values.content.trim(),
    title: isBlank(values.title) ? null : values.title.trim(),
    locationText: isBlank(values.locationText) ? null : values.locationText.trim(),
    latitude: values.position?.latitude ?? null,
    longitude: values.position?.longitude ?? null,
    anonymous: values.anonymous,
  };
}

/** Similar reports are looked for once there is a place: a position, or three letters of an address. */
export function similarParams(
  values: Pick<ReportFormValues, 'type' | 'locationText' | 'position'>,
): SimilarParams | null {
  const place = values.locationText.trim();
  if (!values.position && place.length < 3) return null;
  return {
    type: values.type,
    ...(values.position ? { latitude: values.position.latitude, longitude: values.position.longitude } : {}),
    ...(place.length >= 3 ? { locationText: place } : {}),
  };
}

/** Coordinates as a resident reads them: five decimals, about a metre. */
export const formatPosition = (p: Position) =>
  `${p.latitude.toLocaleString('fr-FR', { maximumFractionDigits: 5 })}, ${p.longitude.toLocaleString('fr-FR', { maximumFractionDigits: 5 })}`;
