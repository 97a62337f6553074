#pragma once
// Ctrl-C for long runs: the first SIGINT asks the run to stop cleanly, the second kills as usual.

#include <atomic>

namespace kospec::cli {

/// Installs the SIGINT handler and returns the flag it sets. The flag is the one piece of
/// process-wide state in kospec: a signal handler can reach nothing else.
const std::atomic<bool>& install_interrupt_flag();

}  // namespace kospec::cli
