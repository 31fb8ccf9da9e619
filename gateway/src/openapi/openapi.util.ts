import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('HireRelay API')
    .setDescription(
      'The gateway of HireRelay. Errors are `{ "error": { code, message, fields? } }`; sessions are httpOnly cookies.',
    )
    .setVersion('1')
    .build();
  return SwaggerModule.createDocument(app, config);
}

/** Serves the document at /api/openapi.json and an interactive reference at /api/docs. */
export function serveOpenApi(app: INestApplication, document: OpenAPIObject): void {
  SwaggerModule.setup('api/docs', app, document, {
    jsonDocumentUrl: 'api/openapi.json',
    yamlDocumentUrl: 'api/openapi.yaml',
    customSiteTitle: 'HireRelay API',
  });
}
