/** A page of rows as the list endpoints send it (total defaults to the rows given). */
export const page = <T>(rows: readonly T[], total = rows.length) => ({ rows: [...rows], total });
