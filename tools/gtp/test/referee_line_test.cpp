// `kospec gtp` on a command line of 100 MB: answered "? line too long" with the line's id, the
// next commands answered as usual, and the referee's peak memory (its maximum resident set, from
// wait4) under 100 MB. Before the bound it took 22 bytes a byte of input: 2.2 GB.
#include <gtest/gtest.h>

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <string>
#include <thread>

namespace kospec::gtp {
namespace {

TEST(GTP_RefereeBinary, AHundredMegabyteLineIsRefusedInBoundedMemory) {
  int to_referee[2], from_referee[2];
  ASSERT_EQ(pipe(to_referee), 0);
  ASSERT_EQ(pipe(from_referee), 0);
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
  std::thread writer([fd = to_referee[1]] {
    // "1 play b a1 play b a1 ..." for 100 MB: tokens, the costliest input to split.
    std::string chunk;
    while (chunk.size() < (std::size_t{1} << 20)) chunk += "play b a1 ";
    bool ok = write(fd, "1 ", 2) == 2;
    for (int i = 0; ok && i < 100; ++i)
      ok = write(fd, chunk.data(), chunk.size()) == static_cast<ssize_t>(chunk.size());
    const std::string rest = "\n2 protocol_version\n3 quit\n";
    if (ok) ok = write(fd, rest.data(), rest.size()) == static_cast<ssize_t>(rest.size());
    close(fd);
  });
  std::string output;
  char buffer[4096];
  for (ssize_t n; (n = read(from_referee[0], buffer, sizeof buffer)) > 0;)
    output.append(buffer, static_cast<std::size_t>(n));
  writer.join();
  close(from_referee[0]);
  int status = 0;
  rusage usage{};
  ASSERT_EQ(wait4(pid, &status, 0, &usage), pid);
  EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0);
  EXPECT_EQ(output, "?1 line too long: more than 1048576 bytes\n\n=2 2\n\n=3\n\n");
  EXPECT_LT(usage.ru_maxrss, 100 * 1024) << "peak resident set, KiB";  // ru_maxrss is in KiB
}

}  // namespace
}  // namespace kospec::gtp
