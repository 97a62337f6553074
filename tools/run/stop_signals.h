#pragma once
// Ctrl-C and kill for long runs: the first SIGINT or SIGTERM asks the run to stop cleanly and say
// how far it got; a second one ends the process as usual.

#include <atomic>

namespace kospec::run {

/// Installs the SIGINT and SIGTERM handlers and returns the flag they set. The flag is the one
/// piece of process-wide state in kospec: a signal handler can reach nothing else.
const std::atomic<bool>& install_stop_signals();

}  // namespace kospec::run
