/** Writes the client types generated from the OpenAPI document (test/generated/openapi.d.ts). */
import { writeFile } from 'node:fs/promises';
import {
  GENERATED_TYPES_FILE,
  generateClientTypes,
  generatedTypesRelativePath,
} from '../test/support/openapiTypes.js';

await writeFile(GENERATED_TYPES_FILE, await generateClientTypes());
console.log(`wrote ${generatedTypesRelativePath()}`);
