import {
  DEFAULT_LOCALE,
  documentPath,
  DOCUMENTS,
  isLocalizedDocument,
  localeUrl,
  SINGLETON_TYPES,
} from '@site/schemas';
import { languageFilter } from '@sanity/language-filter';
import { visionTool } from '@sanity/vision';
import { defineConfig } from 'sanity';
import { presentationTool } from 'sanity/presentation';
import { structureTool } from 'sanity/structure';
import { withTranslationRevisions } from './src/actions/publish-with-revisions';
import { RefreshOnSiteAction } from './src/actions/refresh-on-site';
import { apiVersion, dataset, projectId, siteUrls, standInApiHost } from './src/env';
import { documentLocations, mainDocuments, previewOrigins } from './src/presentation';
import { schemaTypes } from './src/schema/build';
import { STUDIO_LANGUAGES } from './src/languages';
import { structure } from './src/structure';
import { translationCoverageTool } from './src/tools/translation-coverage';

const singletons = new Set<string>(SINGLETON_TYPES);

export default defineConfig({
  name: 'default',
  title: 'Morphis website',
  projectId,
  dataset,
  // On the stand-in: its API for every client the Studio makes, and Sanity's token login (the stand-in offers one
  // provider, so the Studio goes through it on its own and stores the token it is given; no cookie, no sanity.io).
  ...(standInApiHost
    ? { apiHost: standInApiHost, auth: { loginMethod: 'token' as const, redirectOnSingle: true } }
    : {}),
  plugins: [
    structureTool({ structure }),
    // The site in a frame, in draft mode (the web's /api/draft-mode/enable checks the tool's own secret).
    presentationTool({
      previewUrl: {
        initial: siteUrls.en,
        previewMode: { enable: '/api/draft-mode/enable', disable: '/api/draft-mode/disable' },
      },
      allowOrigins: previewOrigins,
      // locations: the pages a document appears on; mainDocuments: the document of the page the frame shows.
      resolve: { locations: documentLocations, mainDocuments },
    }),
    // GROQ against the dataset, for editors who query (the site's queries live in schemas/src/content/queries.ts).
    visionTool({ defaultApiVersion: apiVersion, defaultDataset: dataset }),
    // Each editor picks the languages shown in localized fields (kept in the browser); English is always shown.
    languageFilter({
      supportedLanguages: STUDIO_LANGUAGES,
      defaultLanguages: [DEFAULT_LOCALE],
      documentTypes: DOCUMENTS.filter(isLocalizedDocument).map((def) => def.name),
    }),
  ],
  // Translation coverage of every type and language, next to the Structure tool.
  tools: (previous) => [...previous, translationCoverageTool],
  schema: {
    types: schemaTypes,
    // Singletons are opened from the Site list, never created a second time.
    templates: (templates) => templates.filter((template) => !singletons.has(template.schemaType)),
  },
  document: {
    actions: (actions, context) => {
      const kept = singletons.has(context.schemaType)
        ? actions.filter(
            (action) => action.action !== 'duplicate' && action.action !== 'delete' && action.action !== 'unpublish',
          )
        : actions;
      return [
        ...kept.map((action) => (action.action === 'publish' ? withTranslationRevisions(action) : action)),
        RefreshOnSiteAction,
      ];
    },
    // "Open preview" opens the English page; the translation panel links every language on its own host.
    productionUrl: async (previous, context) => {
      const slug = (context.document.slug as { current?: string } | undefined)?.current;
      const path = documentPath(context.document._type, slug);
      return path ? localeUrl('en', path, siteUrls) : previous;
    },
  },
});
