/** Progress on stderr for long runs: a rewritten line on a terminal, a line per 10% otherwise. */
export function progressReporter(label: string, minTotal = 100): (done: number, total: number) => void {
  let lastTenth = -1;
  const tty = process.stderr.isTTY === true;
  return (done, total) => {
    if (total < minTotal) return;
    const tenth = Math.floor((done / total) * 10);
    if (tty) process.stderr.write(`\r${label}: ${done}/${total}${done === total ? '\n' : ''}`);
    else if (tenth !== lastTenth || done === total) process.stderr.write(`${label}: ${done}/${total}\n`);
    lastTenth = tenth;
  };
}
