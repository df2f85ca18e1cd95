import * as listed from '@/features';
import { orderFeatures } from '@/lib/web-feature';

/** Every web feature in the app's order (features/index.ts lists them, each declares its place). */
export const features = orderFeatures(Object.values(listed));
