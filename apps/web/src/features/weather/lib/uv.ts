/** Spec 9: the UV index levels, and when protection is advised. */
export type UvLevel = { label: 'Faible' | 'Modéré' | 'Élevé' | 'Très élevé' | 'Extrême'; protection: boolean };

export function uvLevel(index: number): UvLevel {
  const label =
    index < 3 ? 'Faible' : index < 6 ? 'Modéré' : index < 8 ? 'Élevé' : index <= 10 ? 'Très élevé' : 'Extrême';
  return { label, protection: label !== 'Faible' };
}
