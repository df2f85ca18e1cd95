/** A JSON block the server wrote into the page (apps/server/src/plugins/app-html.ts), if any. */
export function readPageData<T>(elementId: string): T | undefined {
  const text = document.getElementById(elementId)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}
