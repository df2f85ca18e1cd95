import { downloadFile } from '@/lib/api-client';

/** Downloads the GDPR export as the JSON file the server names. */
export const downloadAccountExport = (): Promise<void> => downloadFile('/api/account/export', 'mes-donnees.json');
