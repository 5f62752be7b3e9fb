// The move timer, when the table has one: how long each move has, and for your own move the
// seconds left. The server starts a seat's time when the seat's choice changes (new legal
// moves), so the clock starts again exactly then; its warning notice sets it right.

const TICK_MS = 1000;

export class MoveClock {
  constructor(element) {
    this.element = element;
    this.perMove = 0;
    this.endsAt = 0;
    this.choice = "";
    this.ticker = null;
  }

  /** A state arrived: its timer (seconds a move, absent for none) and the viewer's legal moves. */
  state(timer, legal) {
    this.perMove = timer || 0;
    const choice = legal.join("\n");
    if (!legal.length) {
      this.endsAt = 0;
    } else if (choice !== this.choice) {
      this.endsAt = Date.now() + this.perMove * 1000;
    }
    this.choice = choice;
    this.show();
  }

  /** The server's warning: this many seconds are left for your move. */
  secondsLeft(seconds) {
    if (this.choice) {
      this.endsAt = Date.now() + seconds * 1000;
      this.show();
    }
  }

  /** No game, or the game is over: nothing to count. */
  stop() {
    this.perMove = 0;
    this.choice = "";
    this.show();
  }

  show() {
    clearTimeout(this.ticker);
    this.element.hidden = !this.perMove;
    if (!this.perMove) return;
    const text = `${this.perMove} s a move`;
    if (!this.endsAt) {
      this.element.textContent = `${text}.`;
      return;
    }
    const left = Math.max(0, Math.ceil((this.endsAt - Date.now()) / 1000));
    this.element.textContent = `${text}: ${left} s left for yours.`;
    if (left > 0) this.ticker = setTimeout(() => this.show(), TICK_MS);
  }
}
