import { walkThin } from './walk/walk-thin';

// design.md "The contract": a backend that sends none of the fields the contract marks x-source: assumed.
walkThin('no-assumed');
