#include "tools/cli/interrupt.h"

#include <csignal>

namespace kospec::cli {

namespace {

std::atomic<bool>& flag() {
  static std::atomic<bool> interrupted{false};
  return interrupted;
}

extern "C" void on_sigint(int) {
  flag().store(true);
  std::signal(SIGINT, SIG_DFL);  // a second Ctrl-C ends the process at once
}

}  // namespace

const std::atomic<bool>& install_interrupt_flag() {
  std::signal(SIGINT, on_sigint);
  return flag();
}

}  // namespace kospec::cli
