/** Minor units → the wire's decimal string ("85.00"): every Roam currency has two decimals. */
export const toDecimal = (minorUnits: number) => (minorUnits / 100).toFixed(2)
