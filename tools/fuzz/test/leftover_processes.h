#pragma once
// Finding processes a test left behind: every live process whose command line holds a marker.

#include <string>
#include <vector>

namespace kospec::fuzz::test {

/// The pids of live processes (zombies excluded) whose command line contains `marker`, other than
/// the calling process, still there after up to two seconds (a killed process takes a moment to
/// leave the process table).
std::vector<int> processes_with(const std::string& marker);

/// The live processes whose command line contains `marker` now, without waiting.
std::vector<int> processes_now(const std::string& marker);

/// A marker unique to this test process and `name`, to put in a fake engine's command line.
std::string unique_marker(const std::string& name);

}  // namespace kospec::fuzz::test
