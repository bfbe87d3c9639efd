import { defineConfig } from 'orval';

// The contract is the single source of truth. Generated code lands in
// src/platform/api/generated and is never edited by hand (`npm run check:generated`).
export default defineConfig({
  api: {
    input: { target: './contract/openapi.yaml' },
    output: {
      mode: 'tags-split',
      target: 'src/platform/api/generated/endpoints',
      schemas: 'src/platform/api/generated/model',
      client: 'react-query',
      httpClient: 'axios',
      clean: true,
      prettier: false,
      // No generated MSW mocks: the stateful mock backend under mocks/ answers every request.
      mock: false,
      override: {
        mutator: { path: 'src/platform/api/http-client.ts', name: 'apiRequest' },
        query: { useQuery: true, useMutation: true, signal: true },
      },
    },
  },
  zod: {
    input: { target: './contract/openapi.yaml' },
    output: {
      mode: 'tags-split',
      client: 'zod',
      target: 'src/platform/api/generated/zod',
      fileExtension: '.zod.ts',
      clean: true,
      prettier: false,
      // RFC 3339 date-times with a numeric offset ("2027-01-01T10:00:00-05:00") are valid
      // (the contract's `format: date-time`; 4/8: time zones make offsets normal).
      override: { zod: { dateTimeOptions: { offset: true } } },
    },
  },
});
