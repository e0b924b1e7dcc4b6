import { z } from 'zod';
import { HttpError, type HttpClient } from '../../lib/http';
import type { SectionsPayload } from './model';

/** One section in the load answer: any object with an optional numeric data_id. */
export const sectionDataSchema = z.looseObject({ data_id: z.number().optional() });

/** Call 2's answer: section name → section data. */
export const sectionsResponseSchema = z.record(z.string(), sectionDataSchema);

export interface LoadSectionsRequest {
  /** Sections to load; omitted (every section) when undefined or empty. */
  sections?: readonly string[];
  /** Ask the server to give the sections a new data_id. */
  forceNewSectionTimestamp: boolean;
}

/**
 * Call 2: GET the customer sections. Status 0 (no answer: navigation, offline) is
 * ignored and gives `null`; any other failure throws.
 */
export async function loadSections(
  http: HttpClient,
  url: string,
  request: LoadSectionsRequest,
): Promise<SectionsPayload | null> {
  try {
    return await http.get(url, {
      schema: sectionsResponseSchema,
      query: {
        sections: request.sections && request.sections.length > 0 ? request.sections.join(',') : undefined,
        force_new_section_timestamp: request.forceNewSectionTimestamp,
      },
    });
  } catch (error) {
    if (error instanceof HttpError && error.status === 0) return null;
    throw error;
  }
}

export { loadLazyBlocks, type LazyBlockContext } from './lazy-blocks';
