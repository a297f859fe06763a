const pad = (n: number) => String(n).padStart(2, '0');

/** The body's uaTime: the client's local time as 'YYYY-MM-DD HH:mm:ss' (spec §7, §9 date format). */
export function formatUaTime(date: Date = new Date()): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
