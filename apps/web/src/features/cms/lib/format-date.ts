// en-CA formats dates as YYYY-MM-DD; the shop's dates are read in its own zone.
const DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** A publish date as YYYY-MM-DD (shop time). */
export const formatDate = (ms: number) => DATE.format(new Date(ms));
