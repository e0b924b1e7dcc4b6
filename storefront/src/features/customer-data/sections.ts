import { sectionContract, type SectionName, type Sections } from '../../config/contracts';
import type { SectionDataOf } from '../../lib/contract';
import type { SectionData } from './model';
import { logger } from '@shop/ui/logger';

/** A section's data as `useSection(name)` gives it: its contract's shape and the data_id it was loaded with. */
export type SectionView<Name extends SectionName> = SectionDataOf<Sections[Name]> & { data_id?: number };

/**
 * Checks a loaded section against its contract (`src/config/contracts.ts`), keeping its
 * data_id. A section no contract declares, or data that does not fit, gives undefined and is
 * reported: the engine then keeps what it had rather than store a shape the page cannot read.
 */
export function parseSection(name: string, data: unknown): SectionData | undefined {
  const contract = sectionContract(name);
  if (!contract || typeof data !== 'object' || data === null) {
    logger.error(`Section "${name}" is not declared by any contract`);
    return undefined;
  }
  const { data_id: dataId, ...rest } = data as { data_id?: unknown };
  const result = contract.schema.safeParse(rest);
  if (!result.success) {
    logger.error(`Section "${name}" does not fit its contract`, result.error.issues);
    return undefined;
  }
  return { ...(result.data as object), ...(typeof dataId === 'number' ? { data_id: dataId } : {}) } as SectionData;
}
