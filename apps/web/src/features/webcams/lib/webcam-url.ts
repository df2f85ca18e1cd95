/**
 * The camera's image address with `t=<ms>`: a new value makes the browser fetch the image again
 * rather than show its cached copy. The address's own query parameters are kept.
 */
export function cacheBustedUrl(imageUrl: string, at: number): string {
  const url = new URL(imageUrl);
  url.searchParams.set('t', String(at));
  return url.toString();
}
