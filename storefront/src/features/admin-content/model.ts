import { z } from 'zod';
import { ruleSchema } from '@shop/ui/validation';
import { flag, idField } from '../admin-catalog/model';

/** One row of Content › Blocks. */
export interface BlockGridItem {
  id: number;
  title: string;
  identifier: string;
  isActive: boolean;
}

/** What a block's edit page shows and edits. */
export interface BlockEditData {
  id: number;
  title: string;
  identifier: string;
  content: string;
  isActive: boolean;
}


/** What Save sends for a block (form fields or JSON). */
export const blockSaveSchema = z.object({
  id: idField,
  title: ruleSchema('required-entry', ['validate-length', { maxLength: 255 }]),
  identifier: ruleSchema('required-entry', 'validate-identifier', ['validate-length', { maxLength: 255 }]),
  content: z.string().max(2_000_000).default(''),
  is_active: flag,
});
export type BlockFormValues = z.input<typeof blockSaveSchema>;

export const blockSavedSchema = z.object({ message: z.string(), block: z.object({ id: z.number(), identifier: z.string() }) });

/** Magento's refusal of an identifier another block has. */
export const BLOCK_IDENTIFIER_TAKEN = 'A block identifier with the same properties already exists in the selected store.';
