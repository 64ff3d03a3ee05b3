/** Schemas of issue 3 (in progress). */
export {};
