#include "tools/run/stop_signals.h"

#include <csignal>

namespace kospec::run {

namespace {

std::atomic<bool>& flag() {
  static std::atomic<bool> stop_requested{false};
  return stop_requested;
}

extern "C" void on_stop_signal(int signal) {
  flag().store(true);
  std::signal(signal, SIG_DFL);  // a second signal of the same kind ends the process at once
}

}  // namespace

const std::atomic<bool>& install_stop_signals() {
  std::signal(SIGINT, on_stop_signal);
  std::signal(SIGTERM, on_stop_signal);
  std::signal(SIGHUP, on_stop_signal);   // a closed terminal
  std::signal(SIGUSR1, on_stop_signal);  // mpirun forwards it to every rank (Ctrl-C ends the job)
  return flag();
}

}  // namespace kospec::run
