// Filled by the issue 19 work on this feature.
export {};
