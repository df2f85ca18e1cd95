import fs from 'node:fs';
import { TOWN_SCHEMA_FILE, townJsonSchemaText } from '../config/town-schema.ts';

/** npm run town-schema: writes docs/town-config.schema.json from the zod schema (its test fails when it drifts). */
fs.writeFileSync(TOWN_SCHEMA_FILE, await townJsonSchemaText());
console.log(`Schéma écrit : ${TOWN_SCHEMA_FILE}`);
