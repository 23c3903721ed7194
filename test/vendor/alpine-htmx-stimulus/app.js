import { Application, Controller } from '@hotwired/stimulus';
import Alpine from 'alpinejs';
import 'htmx.org';

// A page of "HTML you already have": Alpine and htmx read their attributes, Stimulus connects the
// controllers its data attributes name. Bundled with esbuild from the installed packages.
class GreeterController extends Controller {
  static targets = ['output'];
  connect() {
    // What a test reads to see that no copy of the element connected a second controller (an
    // element moved in the page, into a wrapper say, connects its own controller again).
    window.greeterControllers ??= new Set();
    window.greeterControllers.add(this);
    this.greetings ??= 0;
  }
  greet() {
    this.greetings++;
    this.outputTarget.textContent = `Hello ×${this.greetings}`;
  }
}

const stimulus = Application.start();
stimulus.register('greeter', GreeterController);

window.Alpine = Alpine;
Alpine.start();
