// `kospec gtp` on a command line of 100 MB: answered "? line too long" with the line's id, the
// next commands answered as usual, and the line costing the referee under 32 MB of peak memory
// (its maximum resident set from wait4, over the same binary's peak on a session of two short
// commands, so that a sanitizer's own shadow memory is not counted). Before the bound it took 22
// bytes a byte of input: 2.2 GB.
#include <gtest/gtest.h>

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <functional>
#include <string>
#include <thread>

namespace kospec::gtp {
namespace {

// What one run of the referee printed and its peak resident set in KiB.
struct RefereeRun {
  std::string output;
  long peak_kib = 0;
  bool exited_cleanly = false;
};

// Runs `kospec gtp` with `feed` writing its standard input through the descriptor it is given.
RefereeRun run_referee(const std::function<void(int)>& feed) {
  RefereeRun run;
  int to_referee[2], from_referee[2];
  if (pipe(to_referee) != 0 || pipe(from_referee) != 0) return run;
  const pid_t pid = fork();
  if (pid == 0) {
    dup2(to_referee[0], STDIN_FILENO);
    dup2(from_referee[1], STDOUT_FILENO);
    close(to_referee[1]);
    close(from_referee[0]);
    execl(KOSPEC_BINARY, KOSPEC_BINARY, "gtp", static_cast<char*>(nullptr));
    _exit(127);
  }
  close(to_referee[0]);
  close(from_referee[1]);
  std::thread writer([&feed, fd = to_referee[1]] {
    feed(fd);
    close(fd);
  });
  char buffer[4096];
  for (ssize_t n; (n = read(from_referee[0], buffer, sizeof buffer)) > 0;)
    run.output.append(buffer, static_cast<std::size_t>(n));
  writer.join();
  close(from_referee[0]);
  int status = 0;
  rusage usage{};
  if (wait4(pid, &status, 0, &usage) != pid) return run;
  run.exited_cleanly = WIFEXITED(status) && WEXITSTATUS(status) == 0;
  run.peak_kib = usage.ru_maxrss;  // ru_maxrss is in KiB
  return run;
}

// Writes all of `text` to `fd`; false when the referee stopped reading.
bool write_all(int fd, const std::string& text) {
  return write(fd, text.data(), text.size()) == static_cast<ssize_t>(text.size());
}

TEST(GTP_RefereeBinary, AHundredMegabyteLineIsRefusedInBoundedMemory) {
  const RefereeRun short_session =
      run_referee([](int fd) { write_all(fd, "2 protocol_version\n3 quit\n"); });
  ASSERT_TRUE(short_session.exited_cleanly);
  ASSERT_EQ(short_session.output, "=2 2\n\n=3\n\n");

  const RefereeRun long_line = run_referee([](int fd) {
    // "1 play b a1 play b a1 ..." for 100 MB: tokens, the costliest input to split.
    std::string chunk;
    while (chunk.size() < (std::size_t{1} << 20)) chunk += "play b a1 ";
    bool ok = write_all(fd, "1 ");
    for (int i = 0; ok && i < 100; ++i) ok = write_all(fd, chunk);
    if (ok) write_all(fd, "\n2 protocol_version\n3 quit\n");
  });
  EXPECT_TRUE(long_line.exited_cleanly);
  EXPECT_EQ(long_line.output, "?1 line too long: more than 1048576 bytes\n\n=2 2\n\n=3\n\n");
  EXPECT_LT(long_line.peak_kib - short_session.peak_kib, 32 * 1024)
      << "peak resident set over a short session's, KiB (short session: " << short_session.peak_kib
      << " KiB)";
}

}  // namespace
}  // namespace kospec::gtp
