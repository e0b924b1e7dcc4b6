// A plain Next.js App Router app, as another team would start one: no transpilePackages, no
// aliases, no Tailwind. The kit's 'use client' modules are what let its server page use it.
export default {};
