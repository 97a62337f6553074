#pragma once
// Ctrl-C and kill for long runs: the first SIGINT, SIGTERM, SIGHUP or SIGUSR1 asks the run to stop
// cleanly and say how far it got; a second one ends the process as usual. SIGHUP is a closed
// terminal: a run stops as on SIGTERM, so that it kills the engines it started. SIGUSR1 is for runs
// under mpirun, which forwards it to every rank (mpirun ends the whole job itself on Ctrl-C).

#include <atomic>

namespace kospec::run {

/// Installs the SIGINT, SIGTERM, SIGHUP and SIGUSR1 handlers and returns the flag they set. The flag is the one
/// piece of process-wide state in kospec: a signal handler can reach nothing else.
const std::atomic<bool>& install_stop_signals();

}  // namespace kospec::run
