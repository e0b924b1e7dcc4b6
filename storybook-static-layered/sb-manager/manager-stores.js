import "../_browser-chunks/chunk-IMSF75WX.js";

// src/manager/manager-stores.ts
import {
  internal_fullStatusStore,
  experimental_getStatusStore,
  experimental_useStatusStore,
  internal_fullTestProviderStore,
  experimental_getTestProviderStore,
  experimental_useTestProviderStore,
  internal_checklistStore,
  internal_universalChecklistStore
} from "storybook/manager-api";
export {
  experimental_getStatusStore,
  experimental_getTestProviderStore,
  experimental_useStatusStore,
  experimental_useTestProviderStore,
  internal_checklistStore,
  internal_fullStatusStore,
  internal_fullTestProviderStore,
  internal_universalChecklistStore
};
