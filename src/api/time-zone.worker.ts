// Reads the time zone off the main thread: Intl.DateTimeFormat's first use loads ICU's locale
// and zone data, about 100 ms of a phone's main thread, which a worker pays on its own thread.
postMessage(Intl.DateTimeFormat().resolvedOptions().timeZone);
