import { defineConfig } from 'prisma/config';
import { servicePrismaConfig } from '../../tools/prisma-service-config.mjs';

export default defineConfig(servicePrismaConfig(import.meta.dirname));
