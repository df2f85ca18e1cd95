import { features } from '@/app/features';
import { loadFeatureParts, registerFeatures } from '@/lib/web-feature';

/** The features' list as the app registers it at start, their parts loaded (hub tiles…). */
export async function loadFeatures() {
  registerFeatures(features);
  await loadFeatureParts();
}
