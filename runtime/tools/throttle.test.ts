import { expect } from '@open-wc/testing';
import { createThrottle, type Timers } from './throttle';

/** A clock the test moves by hand: timers fire only from `advance`, in due order. */
function fakeClock() {
  let now = 0;
  let nextId = 1;
  const pending = new Map<number, { at: number; handler: () => void }>();
  const timers: Timers = {
    setTimeout(handler, ms) {
      const id = nextId++;
      pending.set(id, { at: now + ms, handler });
      return id;
    },
    clearTimeout(id) {
      pending.delete(id);
    },
  };
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const due = [...pending].filter(([, timer]) => timer.at <= until).sort(([, a], [, b]) => a.at - b.at)[0];
      if (!due) break;
      pending.delete(due[0]);
      now = due[1].at;
      due[1].handler();
    }
    now = until;
  };
  return { timers, advance, pendingCount: () => pending.size };
}

describe('throttle', () => {
  it('runs the first request at once and leaves nothing pending after a quiet interval', () => {
    const clock = fakeClock();
    let runs = 0;
    const throttle = createThrottle(() => runs++, 100, clock.timers);
    throttle.request();
    expect(runs).to.equal(1);
    clock.advance(100);
    expect(runs, 'no trailing run without a second request').to.equal(1);
    expect(clock.pendingCount()).to.equal(0);
    throttle.request();
    expect(runs, 'a request after the interval runs at once again').to.equal(2);
  });

  it('collapses requests within an interval into one trailing run at its end', () => {
    const clock = fakeClock();
    let runs = 0;
    const throttle = createThrottle(() => runs++, 100, clock.timers);
    throttle.request();
    clock.advance(10);
    throttle.request();
    clock.advance(10);
    throttle.request();
    throttle.request();
    expect(runs).to.equal(1);
    clock.advance(79);
    expect(runs, 'not before the interval ends').to.equal(1);
    clock.advance(1);
    expect(runs).to.equal(2);
    clock.advance(1000);
    expect(runs, 'only one trailing run').to.equal(2);
  });

  it('throttles a steady stream to one run per interval', () => {
    const clock = fakeClock();
    let runs = 0;
    const throttle = createThrottle(() => runs++, 50, clock.timers);
    for (let t = 0; t < 500; t += 5) {
      throttle.request();
      clock.advance(5);
    }
    // Leading run at 0, then one at the end of each of the ten 50 ms intervals.
    expect(runs).to.equal(11);
  });

  it('throttles requests made by the run itself', () => {
    const clock = fakeClock();
    let runs = 0;
    const throttle = createThrottle(() => {
      runs++;
      throttle.request();
    }, 100, clock.timers);
    throttle.request();
    expect(runs, 'the request from inside the run waits for the interval').to.equal(1);
    clock.advance(100);
    expect(runs).to.equal(2);
    clock.advance(100);
    expect(runs).to.equal(3);
    throttle.cancel();
    clock.advance(1000);
    expect(runs).to.equal(3);
  });

  it('cancel drops the trailing run and clears its timer', () => {
    const clock = fakeClock();
    let runs = 0;
    const throttle = createThrottle(() => runs++, 100, clock.timers);
    throttle.request();
    throttle.request();
    throttle.cancel();
    expect(clock.pendingCount()).to.equal(0);
    clock.advance(1000);
    expect(runs).to.equal(1);
    throttle.request();
    expect(runs, 'after cancel the next request is a leading one').to.equal(2);
  });
});
