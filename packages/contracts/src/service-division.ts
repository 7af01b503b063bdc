/** A privilege's service division (srvicDiv, spec search.md §9): the stays (A10) and the public stays (A20). */
export const SERVICE_DIVISION = { stay: 'A10', publicStay: 'A20' } as const;
