import { defineServerFeature } from '../../../server/feature';

/** Analytics: the tag manager the pages load, when GTM_CONTAINER_ID names one. */
export default defineServerFeature({
  pageSettings: {
    tagManager: {
      after: 'testMode',
      value: ({ config }) =>
        config.tagManagerContainerId
          ? { containerId: config.tagManagerContainerId, ...(config.tagManagerScriptUrl ? { scriptUrl: config.tagManagerScriptUrl } : {}) }
          : undefined,
    },
  },
});
