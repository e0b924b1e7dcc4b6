import { defineServerFeature } from '../../../server/feature';

/** The header: the smart app-install banner above it on phones, unless SMART_BANNER_APP_ID is off. */
export default defineServerFeature({
  pageSettings: {
    smartBanner: { after: 'testMode', value: ({ config }) => (config.smartBanner ? { ...config.smartBanner, iconSrc: '/favicon.svg' } : undefined) },
  },
});
