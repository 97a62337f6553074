#include "tools/run/stack_guard.h"

#include <pthread.h>

#include <cstring>
#include <exception>
#include <stdexcept>
#include <string>

#include "tools/run/number_text.h"
#include "tools/run/stopped.h"

namespace kospec::run {

StackGuard::StackGuard() {
  pthread_attr_t attr;
  if (pthread_getattr_np(pthread_self(), &attr) != 0) return;  // unknown: never exhausted
  void* low = nullptr;
  std::size_t size = 0;
  if (pthread_attr_getstack(&attr, &low, &size) == 0 && size > 2 * kMargin) {
    limit_ = reinterpret_cast<std::uintptr_t>(low) + kMargin;
    size_ = size;
  }
  pthread_attr_destroy(&attr);
}

std::string StackGuard::reason(std::size_t depth) const {
  return "the search's stack (" + grouped(size_ >> 20) + " MiB) at " + grouped(depth) +
         " plies deep";
}

void StackGuard::stop(std::size_t depth) const { throw Stopped{reason(depth)}; }

namespace {

// What the new thread runs: the work, its exception kept for the caller.
struct Task {
  const std::function<void()>* work;
  std::exception_ptr error;
};

void* run_task(void* arg) {
  auto* task = static_cast<Task*>(arg);
  try {
    (*task->work)();
  } catch (...) {
    task->error = std::current_exception();
  }
  return nullptr;
}

}  // namespace

void on_large_stack(std::size_t bytes, const std::function<void()>& work) {
  Task task{&work, nullptr};
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, bytes);
  pthread_t thread;
  const int failed = pthread_create(&thread, &attr, run_task, &task);
  pthread_attr_destroy(&attr);
  if (failed != 0)
    throw std::runtime_error("cannot start a search thread with a " + grouped(bytes >> 20) +
                             " MiB stack: " + std::strerror(failed));
  pthread_join(thread, nullptr);
  if (task.error) std::rethrow_exception(task.error);
}

}  // namespace kospec::run
