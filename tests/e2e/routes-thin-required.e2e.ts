import { walkThin } from './walk/walk-thin';

// design.md "The contract": a backend that sends only the fields the contract requires.
walkThin('required');
