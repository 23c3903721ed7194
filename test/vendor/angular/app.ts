// Angular 20, compiled in the browser (JIT: the compiler is imported first), standalone components,
// zoneless change detection. Built twice by scripts/vendor-projects.mjs: in development mode (angular),
// as a preview is, and for production (angular-prod: `ngDevMode` false).
import '@angular/compiler';
import { Component, Input, input, provideZonelessChangeDetection, signal } from '@angular/core';
import { bootstrapApplication } from '@angular/platform-browser';

@Component({
  selector: 'app-price-card',
  template: `<section class="card"><h2>{{ title }}</h2><p class="price">\${{ price() }} a month</p></section>`,
})
class PriceCard {
  @Input() title = '';
  // A signal input. In JIT the compiler cannot see `input()` in the class body, so the decorator says
  // what the AOT compiler reads from it (Angular's own JIT transform writes the same).
  @Input({ isSignal: true, alias: 'price', required: true, transform: undefined }) readonly price = input.required<number>();
  readonly open = signal(false);
}

@Component({
  selector: 'app-counter',
  template: `<div><p class="counter">{{ label }}: {{ count() }}</p><button type="button" class="add" (click)="add()">Add</button></div>`,
})
class Counter {
  @Input() label = '';
  readonly count = signal(3);
  add(): void {
    this.count.update((count) => count + 1);
  }
}

// A keyed list the app reorders and shortens by its own state: from its buttons, or from the page
// (the events `list-reverse` and `list-remove-first` on window, which a test dispatches).
const PLANS = [
  { id: 'alpha', name: 'Alpha' },
  { id: 'beta', name: 'Beta' },
  { id: 'gamma', name: 'Gamma' },
];

@Component({
  selector: 'app-plans',
  host: { '(window:list-reverse)': 'reverse()', '(window:list-remove-first)': 'removeFirst()' },
  template: `<div>
    <ul class="plans">
      @for (plan of plans(); track plan.id) {
        <li class="plan">{{ plan.name }}</li>
      }
    </ul>
    <button type="button" class="reverse" (click)="reverse()">Reverse</button>
    <button type="button" class="remove-first" (click)="removeFirst()">Remove first</button>
  </div>`,
})
class Plans {
  readonly plans = signal(PLANS);
  reverse(): void {
    this.plans.update((list) => [...list].reverse());
  }
  removeFirst(): void {
    this.plans.update((list) => list.slice(1));
  }
}

@Component({
  selector: 'app-root',
  imports: [PriceCard, Counter, Plans],
  template: `<main>
    <h1>Angular pricing</h1>
    <app-price-card title="Basic" [price]="59" />
    <app-counter label="Seats" />
    <app-plans />
  </main>`,
})
class App {}

bootstrapApplication(App, { providers: [provideZonelessChangeDetection()] }).catch((error: unknown) => console.error(error));
