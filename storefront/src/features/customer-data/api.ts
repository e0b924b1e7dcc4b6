import { HttpError, type HttpClient } from '../../lib/http';
import { sectionLoad } from './contract';
import type { SectionsPayload } from './model';

export interface LoadSectionsRequest {
  /** Sections to load; omitted (every section) when undefined or empty. */
  sections?: readonly string[];
  /** Ask the server to give the sections a new data_id. */
  forceNewSectionTimestamp: boolean;
}

/** Checks one loaded section against its contract; undefined when it does not fit (it is then not stored). */
export type SectionParser = (name: string, data: unknown) => SectionsPayload[string] | undefined;

/**
 * Call 2: GET the customer sections, each checked with its contract's schema by `parse`.
 * Status 0 (no answer: navigation, offline) is ignored and gives `null`; any other failure
 * throws.
 */
export async function loadSections(
  http: HttpClient,
  request: LoadSectionsRequest,
  parse: SectionParser = (_, data) => data as SectionsPayload[string],
): Promise<SectionsPayload | null> {
  try {
    const answer = await http.call(
      sectionLoad,
      {
        sections: request.sections && request.sections.length > 0 ? request.sections.join(',') : undefined,
        force_new_section_timestamp: request.forceNewSectionTimestamp ? 'true' : 'false',
      },
    );
    const sections: SectionsPayload = {};
    for (const [name, data] of Object.entries(answer)) {
      const parsed = parse(name, data);
      if (parsed) sections[name] = parsed;
    }
    return sections;
  } catch (error) {
    if (error instanceof HttpError && error.status === 0) return null;
    throw error;
  }
}
